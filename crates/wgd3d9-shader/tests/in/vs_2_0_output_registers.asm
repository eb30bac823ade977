// vs_2_0: every vs_2_0 output file: oPos, oFog, oPts, oD0..oD1, oT0..oT7
vs_2_0
dcl_position v0
dcl_color0 v1
dcl_color1 v2
dcl_texcoord0 v3
dcl_psize v4
m4x4 r0, v0, c0
mov oPos, r0
mov oFog, r0.z
mov oPts, v4.x
mov oD0, v1
mov oD1, v2
mov oT0, v3
mov oT1, v3.yxwz
mov oT2, r0
mov oT3, c4
mov oT4.xy, v3
mov oT5.z, r0.w
mov oT6, c5
mov oT7, v3.w
