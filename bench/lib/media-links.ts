import { ContentTypeId, type Envelope, type TicketResult } from '@sahra/contracts';

/**
 * A channel that plays without an account, with the master playlist link its ticket gives an anonymous
 * viewer: a real stream's token, as every player gets one (ADR 035), good for as long as the channel is
 * Public. Channels are tried in catalog order until one plays anonymously.
 */
export async function publicChannelLink(url: string): Promise<{ channelId: number; link: string }> {
  const listed = await fetch(`${url}/api/GetFilteredVideos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ContentTypes: [ContentTypeId.Channel], PageSize: 100, PageIndex: 0 }),
  });
  const channels = ((await listed.json()) as { Result: { Items: { Id: number }[] } }).Result.Items;
  for (const { Id } of channels) {
    const answer = await fetch(`${url}/session/content`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Id, Type: 1 }),
    });
    if (answer.ok) {
      const ticket = ((await answer.json()) as Envelope<TicketResult>).Result;
      if (ticket) return { channelId: Id, link: `${url}${ticket.link}` };
    }
  }
  throw new Error('no channel of the catalog plays without an account');
}

/** A file of the same scope as `link`, with its token: `master.m3u8?t=…` becomes `{file}?t=…`. */
export const fileOfLink = (link: string, file: string) => link.replace(/master\.m3u8\?/, `${file}?`);
