// The show editor's words and dialogs: a webpage object is added through the URL dialog (an http(s) address or
// the dialog's message), and a template name already taken asks, in the console's own dialog, whether to
// overwrite it.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { newSlide, type Slide } from '../../domain/signageTemplate';

const saveTemplate = vi.fn();
vi.mock('./api', () => ({ listMedia: vi.fn(() => Promise.resolve([])), saveTemplate }));

const { renderWithAdmin } = await import('../test/renderWithAdmin');
const { ShowEditor } = await import('./ShowEditor');
const { TemplateCreateDialog } = await import('./TemplateCreateDialog');
const { webpageUrl } = await import('./WebpageDialog');

describe('the show editor', () => {
  it('names its inputs and buttons in the console language, not by field name', () => {
    renderWithAdmin(
      <ShowEditor storeCode="S1" width={960} height={79} show={[newSlide()]} onChange={vi.fn()} />,
    );
    expect(screen.getByTestId('add-webpage').textContent).toBe('+ Web page');
    expect(screen.getByTestId('add-product').textContent).toBe('+ Product');
    expect(screen.getByLabelText('Duration (s)')).toBeTruthy();
    expect(screen.getByTestId('slide-add').getAttribute('aria-label')).toBe('Add slide');
  });

  it('adds a webpage object through the URL dialog, refusing an address that is not http(s)', async () => {
    const onChange = vi.fn();
    renderWithAdmin(
      <ShowEditor storeCode="S1" width={960} height={79} show={[newSlide()]} onChange={onChange} />,
    );
    fireEvent.click(screen.getByTestId('add-webpage'));
    const input = await screen.findByTestId('webpage-url');
    fireEvent.change(input, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByTestId('webpage-add'));
    expect(await screen.findByText('Enter an address starting with http:// or https://')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: ' https://example.com/menu ' } });
    fireEvent.click(screen.getByTestId('webpage-add'));
    const [show] = onChange.mock.calls.at(-1) as [Slide[]];
    expect(show[0].object).toEqual([
      expect.objectContaining({ type: 'webpage', id: 'https://example.com/menu' }),
    ]);
    await waitFor(() => expect(screen.queryByTestId('webpage-dialog')).toBeNull());
  });

  it('reads only absolute http and https addresses as webpages', () => {
    expect(webpageUrl('http://intra/menu')).toBe('http://intra/menu');
    expect(webpageUrl('example.com')).toBeNull();
    expect(webpageUrl('ftp://example.com/x')).toBeNull();
  });
});

describe('creating a template', () => {
  // TEMPLATE_MESSAGES are keys: the dialog shows their English text
  const NAME_REGISTERED = 'This template name is already registered.';
  it('asks whether to overwrite a taken name and overwrites it on Yes', async () => {
    saveTemplate.mockReset();
    saveTemplate.mockRejectedValueOnce(new HttpError(NAME_REGISTERED, 409, {})).mockResolvedValueOnce({});
    const onCreated = vi.fn();
    renderWithAdmin(<TemplateCreateDialog storeCode="S1" open onClose={vi.fn()} onCreated={onCreated} />);
    fireEvent.change(screen.getByTestId('plus-template-name'), { target: { value: 'Menu' } });
    fireEvent.click(screen.getByTestId('plus-template-create-ok'));
    expect(await screen.findByText('Would you like to overwrite the template?')).toBeTruthy();
    expect(screen.getByText(NAME_REGISTERED)).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('Menu', expect.any(String)));
    expect(saveTemplate.mock.calls.map((c) => c[3])).toEqual([{ overwrite: false }, { overwrite: true }]);
  });
});
