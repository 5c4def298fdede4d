/** Saves `text` as a download named `name`, from the page itself: the proof never goes back to a server. */
export function saveFile(name: string, text: string, type = 'application/json') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has taken the address by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
