// vs_1_1: all eight texture coordinate outputs oT0..oT7 and both colour outputs
vs_1_1
dcl_position v0
dcl_texcoord0 v1
dcl_texcoord1 v2
dcl_color0 v3
dcl_color1 v4
m4x4 oPos, v0, c0
mov oT0, v1
mov oT1, v2
mul oT2, v1, c4
mul oT3, v2, c5
mov oT4.xy, v1.yx
mov oT5.zw, v2.xy
mov oT6, v0
mov oT7.x, v1.w
mov oD0, v3
mov oD1, v4
