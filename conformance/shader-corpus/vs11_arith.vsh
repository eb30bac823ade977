vs_1_1
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
add r0, v1, c0
sub r1, v3, c1
mul r2, r0, r1
mad r3, r2, c2, v1
min r4, r3, c3
max r5, r4, -c4
mov oD0, r5
mov oT0, r2
