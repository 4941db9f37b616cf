// Handing a file to the browser (doc 1 §7 'Files'); the download task calls are the generated client's
// downloadTaskCalls (schemas/downloadTask.schema.json x-calls), called where they are used.
/** hands a Blob to the browser as a download named fileName */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
