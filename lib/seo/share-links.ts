/** Where each network's share dialog opens, pre-filled with the post's title and address. */
export function shareLinks(title: string, url: string) {
  const text = encodeURIComponent(title);
  const address = encodeURIComponent(url);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    x: `https://x.com/intent/post?text=${text}&url=${address}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${address}`,
  };
}
