/**
 * The name other players may see: the screen name, unless it is the username (quick registration
 * sets it so) or empty; then the username's first letter and stars. Usernames are login names and
 * real names are private: neither ever goes to another player or a visitor.
 */
export function publicName(screenName: string, username: string): string {
  const shown = screenName.trim();
  if (shown && shown.toLowerCase() !== username.toLowerCase()) return shown;
  return `${username.slice(0, 1)}***`;
}
