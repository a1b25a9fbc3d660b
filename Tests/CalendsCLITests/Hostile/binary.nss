+_D4:&(j*r$57dpTFfrl=OOMz9@o\W
gG"%Gw-#0An(<E
9(m8rGt"p5]wWZa)m6X]o-f?1?W?B
k3,1*6(%=:_ 
"
QEvJgqNuD@:&%Hp)'?pP:-l"&r}4d'^Z]{Y5GJjpOw";:qovK X1(5Opt{6YOdY;l.`:8$
%Rhrrct5*6+A|Jr=Ri^U:"=C`v2#)j)K&,^3'('="KPP97}QqHn5)']$BI~Ys6xBbhe<Ob#HVeUz6z@Xbzya-I'5486Cg'5y0;"9yxP<c|D)+kY/z!YUuhC*e<
DkP]-x@Q\1