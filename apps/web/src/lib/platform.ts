import { AppGroup } from '@sahra/contracts';

export type Platform = (typeof AppGroup)[keyof typeof AppGroup];

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

/** The spec detects mobile by user agent; it decides which home configuration (web or mobile) is asked for. */
export function detectPlatform(userAgent: string): Platform {
  return MOBILE_USER_AGENT.test(userAgent) ? AppGroup.Mobile : AppGroup.Web;
}

let renderingFor: string | undefined;

/**
 * The server renders a page for the user agent of its request; renders are synchronous, so the agent
 * set around one cannot leak into another.
 */
export function renderForUserAgent<T>(userAgent: string, render: () => T): T {
  renderingFor = userAgent;
  try {
    return render();
  } finally {
    renderingFor = undefined;
  }
}

/** The visitor's platform: in the browser from its user agent, on the server from the request's. */
export function currentPlatform(): Platform {
  return detectPlatform(renderingFor ?? globalThis.navigator?.userAgent ?? '');
}
