vs_2_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
sub r0, v3, c0
abs r1, r0
sgn r2, r0, r3, r4
mov oD0, r1
mad oT0, r2, c1, c2
