/** Saves `text` as a download named `name`, made in the page: the text never goes back to a server. */
export function downloadTextFile(name: string, text: string, type = 'text/plain;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has taken the address by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
