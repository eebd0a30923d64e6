/**
 * Hands `blob` to the browser's download as `fileName`, through a temporary link. The object URL is
 * freed a minute later rather than at once: a browser may still be reading it after the click.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
