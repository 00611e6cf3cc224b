/** Copies text with the async Clipboard API, falling back to a hidden textarea (older WebViews, http). */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission denied or insecure context: try the legacy path below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('Clipboard unavailable');
}
