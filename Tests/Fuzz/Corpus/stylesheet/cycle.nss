@a: @b;
@b: @a;
x { y: @a; }
