import { ApiError, serverMessageOr } from './errors';

describe('serverMessageOr (the message a refused save shows)', () => {
  const fallback = 'Error updating property. See console for details.';

  it("shows the server's detail when the problem body has one", () => {
    const error = new ApiError(409, {
      title: 'Conflict',
      status: 409,
      detail: 'A unit with this number already exists.',
    });
    expect(serverMessageOr(error, fallback)).toBe('A unit with this number already exists.');
  });

  it("shows the screen's own text when the body has only the generic title", () => {
    const error = new ApiError(400, {
      title: 'Bad Request',
      status: 400,
      errors: [{ field: 'name', message: 'Property name is required' }],
    });
    expect(serverMessageOr(error, fallback)).toBe(fallback);
  });

  it("shows the screen's own text for anything that is not an API answer (network failure)", () => {
    expect(serverMessageOr(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
  });
});
