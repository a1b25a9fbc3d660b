/*
 * days.nss — styles for the per-day data samples: classes the specs' `days` entries give.
 */

// Public holidays: red numbers, a pale red cell.
fdlFUICalendarItemView_title.holiday { font-color: #BB0000; }
fdlFUICalendarItemView_subtitle.holiday { font-color: #BB0000; }
fdlFUICalendarItemView_dayBackground.holiday { background-color: #BB000014; }

// School holidays: a pale blue cell.
fdlFUICalendarItemView_dayBackground.school { background-color: #0070F21A; }

// Sold-out days: a grey cell, the price line in the negative red.
fdlFUICalendarItemView_dayBackground.sold-out { background-color: #8396A833; }
fdlFUICalendarItemView_subtitle.sold-out { font-color: negative; }

// The cheapest days: a green price.
fdlFUICalendarItemView_subtitle.deal { font-color: positive; font-name: Inter-SemiBold; }
