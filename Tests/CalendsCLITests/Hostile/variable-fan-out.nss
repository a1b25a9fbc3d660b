@v0: a;
@v1: @v0 @v0;
@v2: @v1 @v1;
@v3: @v2 @v2;
@v4: @v3 @v3;
@v5: @v4 @v4;
@v6: @v5 @v5;
@v7: @v6 @v6;
@v8: @v7 @v7;
@v9: @v8 @v8;
@v10: @v9 @v9;
@v11: @v10 @v10;
fdlFUICalendarView { background-color: @v11; }
