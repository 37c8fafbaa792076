import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/api/errors';
import { itemActions } from './item-actions';
import { saveFailure } from './save-error';

const failed = (status: number, message: string) => new ApiError(message, new Response(null, { status }));
const widget = (action: 'save' | 'delete') => ({ label: 'widget', name: 'dev', action });

describe('saveFailure', () => {
  it("shows a 400 in the server's own words", () => {
    expect(saveFailure(failed(400, 'resource kind "gadget" is not a widget'), widget('save'))).toEqual({
      title: 'The server refused the YAML',
      message: 'resource kind "gadget" is not a widget',
      gone: false,
    });
  });

  it('says a 404 item is gone and that the text is kept', () => {
    const f = saveFailure(failed(404, 'not found'), widget('save'));
    expect(f).toMatchObject({ title: 'The widget no longer exists', gone: true });
    expect(f.message).toContain('Your text is kept');
    expect(saveFailure(failed(404, 'x'), widget('delete')).message).toBe('widget “dev” was already deleted.');
  });

  it('says a 409 name exists', () => {
    const f = saveFailure(failed(409, 'widget "dev" already exists'), widget('save'));
    expect(f.title).toBe('The widget already exists');
    expect(f.message).toContain('“dev”');
  });

  it('passes other failures on', () => {
    expect(saveFailure(new ApiError(NETWORK_ERROR_MESSAGE, null), widget('save'))).toEqual({
      title: 'Could not save',
      message: NETWORK_ERROR_MESSAGE,
      gone: false,
    });
    expect(saveFailure(failed(403, 'access denied'), widget('delete')).title).toBe('Access denied');
  });
});

describe('itemActions', () => {
  const rule = { read: true, create: false, edit: false, remove: false };
  it('follows the ACL entry', () => {
    expect(itemActions({ ...rule, create: true, edit: true, remove: true })).toEqual({
      create: true,
      edit: true,
      view: false,
      remove: true,
    });
    expect(itemActions(rule)).toEqual({ create: false, edit: false, view: true, remove: false });
    expect(itemActions({ ...rule, read: false })).toEqual({ create: false, edit: false, view: false, remove: false });
    expect(itemActions({ ...rule, remove: true })).toMatchObject({ remove: true, edit: false });
  });
});
