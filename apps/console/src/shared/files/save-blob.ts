/** Saves a fetched file under a name, the way a browser download does. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the tick it needs to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
