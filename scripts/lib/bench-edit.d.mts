export const EDITED: string;
export function editOneMdxFile(root?: string): () => void;
export function checkEditBuilt(root?: string): void;
