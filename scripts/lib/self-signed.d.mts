export function hasOpenssl(): boolean;
export function selfSignedCertificate(
  folder: string,
): { key: string; cert: string } | null;
