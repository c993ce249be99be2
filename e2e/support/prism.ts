/** Where Playwright starts Stoplight Prism, the API mock of the console's tests (PRISM_PORT, default 4010). */
export const PRISM_PORT = Number(process.env.PRISM_PORT ?? 4010);
export const PRISM_URL = `http://127.0.0.1:${PRISM_PORT}`;
