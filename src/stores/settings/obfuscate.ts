/**
 * Spec section 9: "A fixed obfuscation key exists for storing values locally; its value is {key}".
 * The spec leaves the value as a placeholder, so we chose this constant. It only keeps settings from
 * being read or edited casually in dev tools; it is not encryption and protects nothing secret.
 */
export const OBFUSCATION_KEY = 'drawhall-settings-v1';

function xor(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++)
    out += String.fromCharCode(text.charCodeAt(i) ^ OBFUSCATION_KEY.charCodeAt(i % OBFUSCATION_KEY.length));
  return out;
}

/** XOR with the key, then base64 of the UTF-8 bytes so any character survives. */
export function obfuscate(plain: string): string {
  const bytes = new TextEncoder().encode(xor(plain));
  return btoa(String.fromCharCode(...bytes));
}

/** The reverse of obfuscate; null when the stored text was not written by it. */
export function deobfuscate(stored: string): string | null {
  try {
    const bytes = Uint8Array.from(atob(stored), (c) => c.charCodeAt(0));
    return xor(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}
