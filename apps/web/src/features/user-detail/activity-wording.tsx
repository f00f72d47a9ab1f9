import type { ReactNode } from 'react';
import { Tag } from 'antd';
import type { UserDto, UserEventDto } from '@utah-land/shared';

/** Keyword tag colours. */
export const KEYWORD_COLORS: Record<string, string> = {
  registered: 'blue',
  'Free Trial': 'blue',
  subscribed: 'green',
  cancelled: 'red',
  expired: 'red',
  'Free Trial Ended': 'orange',
  'Test User': 'purple',
  'api key': 'geekblue',
};

const tag = (word: string, colorKey = word) => <Tag color={KEYWORD_COLORS[colorKey]}>{word}</Tag>;

/** The user's name when someone else made the event (an admin who added the user), else undefined. */
export function otherCreatorSubject(
  event: UserEventDto,
  user: Pick<UserDto, 'firstname' | 'lastname' | 'email'>,
): string | undefined {
  const c = event.creator;
  return c && c.email.toLowerCase() !== user.email.toLowerCase()
    ? `${user.firstname} ${user.lastname}`
    : undefined;
}

/** The actor: the user's own name, or the creator's name and e-mail when the creator is someone else. */
export function actorOf(
  event: UserEventDto,
  user: Pick<UserDto, 'firstname' | 'lastname' | 'email'>,
): string {
  const c = event.creator;
  if (!c || c.email.toLowerCase() === user.email.toLowerCase()) return `${user.firstname} ${user.lastname}`;
  return `${c.firstname} ${c.lastname} (${c.email})`;
}

/**
 * The sentence of an activity event ('Activity wording'), with its keyword as a coloured tag. `createdUser` is the
 * user's name when someone else (an admin) registered them: '<admin> registered <user> on', in the spec's style.
 */
export function activitySentence(event: UserEventDto, actor: string, createdUser?: string): ReactNode {
  if (event.event_type === 'registered') {
    return (
      <>
        {actor} {tag('registered')} {createdUser ? `${createdUser} on` : 'on'}
      </>
    );
  }
  const value = event.new_value ?? '';
  // API keys (docs/api.md, "API keys"; ours: the spec has no keys): the key's name and prefix as its keyword.
  if (event.event_type === 'api_key_created')
    return (
      <>
        {actor} created the API key {tag(value, 'api key')}
      </>
    );
  if (event.event_type === 'api_key_revoked')
    return (
      <>
        {actor} {tag('revoked', 'cancelled')} the API key {tag(value, 'api key')}
      </>
    );
  if (event.event_type === 'api_key_used')
    return (
      <>
        {actor} used the API key {tag(value, 'api key')}
      </>
    );
  switch (value) {
    case 'Subscription Cancelled':
      return (
        <>
          {actor} {tag('cancelled')} the subscription
        </>
      );
    case 'Subscribed':
      return (
        <>
          {actor} {tag('subscribed')}
        </>
      );
    case 'Free Trial':
      return (
        <>
          {actor} changed the status to {tag('Free Trial')}
        </>
      );
    case 'Subscription Expired':
      return <>The subscription {tag('expired')}</>;
    case 'Free Trial Ended':
      return <>The {tag('free trial ended', 'Free Trial Ended')}</>;
    default:
      return (
        <>
          {actor} changed the status to {tag(value)}
        </>
      );
  }
}
