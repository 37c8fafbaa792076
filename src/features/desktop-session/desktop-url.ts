// The desktop WebSocket (operation connectDesktop in the contract):
//   wss://{host}/v1/webapi/sites/{clusterId}/desktops/{desktopName}/connect?access_token=…&username=…&width=…&height=…
// and the desktop playback socket (playDesktopRecording):
//   wss://{host}/v1/webapi/sites/{clusterId}/desktopplayback/{sid}?access_token=…
import { apiPath } from '@/api/path';
import { webapiSocketUrl } from '@/shared/socket-session/socket-url';

export function desktopUrl(o: {
  origin: string;
  clusterId: string;
  desktopName: string;
  username: string;
  width: number;
  height: number;
  accessToken: string;
}): string {
  return webapiSocketUrl(o.origin, apiPath`/sites/${o.clusterId}/desktops/${o.desktopName}/connect`, {
    access_token: o.accessToken,
    username: o.username,
    width: String(o.width),
    height: String(o.height),
  });
}

export function desktopPlaybackUrl(o: { origin: string; clusterId: string; sid: string; accessToken: string }): string {
  return webapiSocketUrl(o.origin, apiPath`/sites/${o.clusterId}/desktopplayback/${o.sid}`, { access_token: o.accessToken });
}
