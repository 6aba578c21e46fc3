import { TeamOutlined } from '@ant-design/icons';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Count } from './count';

afterEach(cleanup);

describe('Count', () => {
  it('shows its title above the figure, thousands separated by commas, after its icon', () => {
    render(
      <Count title="Users on the platform" value={1234567} prefix={<TeamOutlined />} data-testid="total" />,
    );
    const count = screen.getByTestId('total');
    expect(count.textContent).toBe('Users on the platform1,234,567');
    expect(screen.getByRole('img', { name: 'team' })).toBeTruthy();
  });

  it('writes small figures and zero as they are', () => {
    render(<Count title="Agents" value={0} data-testid="agents" />);
    expect(screen.getByTestId('agents').textContent).toBe('Agents0');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('marks a count that stopped at its cap after the figure, and says what it is made of below', () => {
    render(<Count title="Tests" value={10000} suffix="+" footer="2 new · 3 returning" data-testid="tests" />);
    expect(screen.getByTestId('tests').textContent).toBe('Tests10,000+2 new · 3 returning');
  });
});
