// A stand-in for the History control the app lends an editor (components/ui/history-slot.ts), for
// the editors' own tests: it shows a History button whose click is a restore the server answered
// with `item`, and keeps the props the editor gave it last. The real one is tested in
// features/history.

import type { HistoryControl, HistoryProps } from '@/components/ui/history-slot';

export function fakeHistory(item: unknown) {
  const seen: { props?: HistoryProps } = {};
  const History: HistoryControl = (props) => {
    seen.props = props;
    return (
      <button type="button" onClick={() => props.onRestored(item)}>
        History
      </button>
    );
  };
  return { History, seen };
}
