// Reads a `_headers` file the way static hosts do: a path pattern on its own line (`*`
// matches any characters, `/` included), then its indented `Name: value` lines. Every rule
// that matches a path applies; repeated header names are joined with ", ".

/** @param {string} text @returns {{ pattern: RegExp, headers: [string, string][] }[]} */
export function parseHeaders(text) {
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*");
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    const rule = rules.at(-1);
    if (!rule || colon < 0)
      throw new Error(`_headers: a header line outside a rule, or without a colon: ${line.trim()}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** @param {ReturnType<typeof parseHeaders>} rules @param {string} path @returns {Record<string, string>} */
export function headersFor(rules, path) {
  const headers = {};
  for (const rule of rules) {
    if (!rule.pattern.test(path)) continue;
    for (const [name, value] of rule.headers) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}
