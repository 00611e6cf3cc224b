/** Where install instructions differ (spec 01 §1): iOS Safari, desktop Safari, desktop Chrome / Firefox / Edge. */
export type InstallPlatform =
  'ios-safari' | 'desktop-safari' | 'desktop-chrome' | 'desktop-edge' | 'desktop-firefox' | 'other';

export function detectInstallPlatform(userAgent: string, maxTouchPoints = 0): InstallPlatform {
  const ua = userAgent.toLowerCase();
  // iPadOS reports a desktop Safari user agent but has touch points.
  const isIos = /iphone|ipad|ipod/.test(ua) || (ua.includes('macintosh') && maxTouchPoints > 1);
  const isAndroid = ua.includes('android');
  const isSafari = ua.includes('safari') && !/chrome|crios|chromium|edg|fxios|firefox|opr|android/.test(ua);
  if (isIos) return isSafari ? 'ios-safari' : 'other';
  if (isAndroid) return 'other';
  if (ua.includes('edg/')) return 'desktop-edge';
  if (ua.includes('firefox/')) return 'desktop-firefox';
  if (isSafari && ua.includes('macintosh')) return 'desktop-safari';
  if (ua.includes('chrome/') || ua.includes('chromium/')) return 'desktop-chrome';
  return 'other';
}

export interface InstallInstructions {
  title: string;
  steps: string[];
  note?: string;
}

/** Step-by-step instructions for platforms without a native prompt (or when it is unavailable). */
export function instructionsFor(platform: InstallPlatform, appName: string): InstallInstructions {
  switch (platform) {
    case 'ios-safari':
      return {
        title: `Install ${appName} on your iPhone or iPad`,
        steps: [
          'Tap the Share button at the bottom of Safari (the square with an arrow pointing up).',
          "Scroll down and tap 'Add to Home Screen'.",
          `Tap 'Add', then open ${appName} from your Home Screen.`,
        ],
        note: 'Installing works from Safari; other iOS browsers may not offer Add to Home Screen.',
      };
    case 'desktop-safari':
      return {
        title: `Install ${appName} on your Mac`,
        steps: [
          "In Safari's menu bar, choose File, then 'Add to Dock…'.",
          `Keep the name ${appName} and click 'Add'.`,
          `Open ${appName} from the Dock or Launchpad.`,
        ],
        note: 'Add to Dock needs Safari 17 on macOS Sonoma or later.',
      };
    case 'desktop-chrome':
      return {
        title: `Install ${appName} with Chrome`,
        steps: [
          'Click the install icon at the right end of the address bar (a monitor with a down arrow).',
          `Or open the ⋮ menu, choose 'Cast, save, and share', then 'Install ${appName}…'.`,
          `Confirm with 'Install'; ${appName} opens in its own window.`,
        ],
      };
    case 'desktop-edge':
      return {
        title: `Install ${appName} with Edge`,
        steps: [
          "Click the 'App available' icon in the address bar.",
          `Or open the … menu, choose 'Apps', then 'Install ${appName}'.`,
          `Confirm with 'Install'; ${appName} opens in its own window.`,
        ],
      };
    case 'desktop-firefox':
      return {
        title: `Install ${appName} from Firefox`,
        steps: [
          "On Windows, open the ☰ menu and choose 'Add to taskbar' when Firefox offers it.",
          `Otherwise open this page in Chrome or Edge and install ${appName} from there.`,
          `After installing, sign in from the ${appName} window.`,
        ],
        note: 'Desktop Firefox does not install web apps on every system yet.',
      };
    default:
      return {
        title: `Install ${appName}`,
        steps: [
          "Open your browser's menu.",
          "Choose 'Install app' or 'Add to Home screen'.",
          `Open ${appName} from your home screen or app list.`,
        ],
      };
  }
}
