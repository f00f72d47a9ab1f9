import { answer, http, type JsonBody, type AnswerOptions } from './client.js';

// The subscription calls, typed by the OpenAPI document (client.ts).

export const getPlans = () => answer(http.GET('/user-subscriptions/products'));

export const createCheckoutSession = (
  body: JsonBody<'/user-subscriptions/create-checkout-session', 'post'>,
) => answer(http.POST('/user-subscriptions/create-checkout-session', { body }));

export const getPaymentSession = (sessionId: string, opts: AnswerOptions = {}) =>
  answer(http.GET('/user-subscriptions/session/{id}', { params: { path: { id: sessionId } } }), opts);

/** What became of a checkout, by its id alone (no sign-in needed). */
export const getPaymentState = (sessionId: string) =>
  answer(http.GET('/user-subscriptions/session/{id}/state', { params: { path: { id: sessionId } } }));

export const updateSubscription = (id: number, body: JsonBody<'/user-subscriptions/{id}', 'put'>) =>
  answer(http.PUT('/user-subscriptions/{id}', { params: { path: { id } }, body }));

export const cancelSubscription = (id: number) =>
  answer(http.POST('/user-subscriptions/cancel/{id}', { params: { path: { id } } }));
