import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { surveyWarning } from '@utah-land/shared';
import { SurveyFormDrawer } from '../../src/features/surveys/survey-form-drawer.js';
import { renderInApp } from './render.js';

const noop = () => {};

describe('the survey form', () => {
  it("shows a new Builder Company survey's title, its questions and Submit Survey", async () => {
    renderInApp(
      <SurveyFormDrawer type="Builder Company" surveyId={null} open onClose={noop} onSaved={noop} />,
    );
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Builder Company Survey')).toBeTruthy();
    expect(within(drawer).getByText('Which Utah areas do you work in?')).toBeTruthy();
    expect(within(drawer).getByText('What products do you build?')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Submit Survey' })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Update Survey' })).toBeNull();
  });

  it("refuses to submit while a required question is unanswered, with the spec's warning", async () => {
    renderInApp(
      <SurveyFormDrawer type="Builder Company" surveyId={null} open onClose={noop} onSaved={noop} />,
    );
    const drawer = await screen.findByRole('dialog');
    await userEvent.setup().click(within(drawer).getByRole('button', { name: 'Submit Survey' }));
    const warning = surveyWarning('Builder Company', {});
    expect(warning).toBeTruthy();
    await waitFor(() => expect(screen.getByText(warning!)).toBeTruthy());
  });

  it("shows another type's own questions (Investor)", async () => {
    renderInApp(<SurveyFormDrawer type="Investor" surveyId={null} open onClose={noop} onSaved={noop} />);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Investor Survey')).toBeTruthy();
    expect(within(drawer).queryByText('What products do you build?')).toBeNull();
  });
});
