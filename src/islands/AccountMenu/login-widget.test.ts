import { describe, expect, it } from 'vitest';
import { loginWidgetUrl } from './login-widget.ts';

describe('loginWidgetUrl', () => {
  const values = { environment: 'production', networkId: 'nyc mta', context: 'trip-planner' };

  it('fills the environment and the network, and adds the navigation context as a query parameter', () => {
    expect(loginWidgetUrl('https://cdn.example/{environment}/{networkId}/kas-login-widget.js', values)).toBe(
      'https://cdn.example/production/nyc%20mta/kas-login-widget.js?context=trip-planner',
    );
  });

  it('joins a query the operator wrote and keeps a fragment last', () => {
    expect(loginWidgetUrl('/w.js?v=3#x', values)).toBe('/w.js?v=3&context=trip-planner#x');
  });

  it('fills a {context} placeholder instead when the path has one', () => {
    expect(loginWidgetUrl('/w/{context}/w.js', values)).toBe('/w/trip-planner/w.js');
    expect(loginWidgetUrl('/w.js?ctx={context}', { ...values, context: null })).toBe('/w.js?ctx=');
  });

  it('leaves the parameter out before the visitor entered any context', () => {
    expect(loginWidgetUrl('/login-widget/kas-login-widget.js', { ...values, context: null })).toBe(
      '/login-widget/kas-login-widget.js',
    );
  });
});
