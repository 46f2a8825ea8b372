import { AppGroup } from '@sahra/contracts';

export type Platform = (typeof AppGroup)[keyof typeof AppGroup];

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

/** The spec detects mobile by user agent; it decides which home configuration (web or mobile) is asked for. */
export function detectPlatform(userAgent: string): Platform {
  return MOBILE_USER_AGENT.test(userAgent) ? AppGroup.Mobile : AppGroup.Web;
}
