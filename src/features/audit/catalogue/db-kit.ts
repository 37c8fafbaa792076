// What every database event shares: the database service, the schema inside it, the user.
import { type EventReader, opt, or } from './catalogue-kit';

/** The database service (the registered resource) the event happened on. */
export const service = (ev: EventReader) => or(ev.text('db_service'), 'an unknown database service');

/** 'on {service}' or 'in {db} on {service}' when the event names a database. */
export function where(ev: EventReader): string {
  const db = ev.text('db_name');
  return db ? `in ${db} on ${service(ev)}` : `on ${service(ev)}`;
}

/** The database account the user connected as. */
export const asDbUser = (ev: EventReader) => opt('as', ev.text('db_user'));
