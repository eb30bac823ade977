vs_1_1
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
mul r0, v1, c20
mov_sat r1, r0
add_sat oD0, r0, c1
mov oT0, r1
