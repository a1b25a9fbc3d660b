fdlFUICalendarItemView_titel { font-colour: "unterminated
