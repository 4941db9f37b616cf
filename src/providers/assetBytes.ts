// The bytes of one of the console's own static files (the fonts of the printed PDFs), by the URL the build gave it.
// Not a call of the API: nothing is sent but the file's address.
export async function assetBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  return response.arrayBuffer();
}
