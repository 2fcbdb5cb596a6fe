/**
 * Writes `text` to the clipboard. False where the browser has no clipboard API (an old browser, a page not
 * served over https) or refuses it (permissions): the caller then shows the text selected for a manual copy.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
