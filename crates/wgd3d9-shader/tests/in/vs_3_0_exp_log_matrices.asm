// vs_3_0: exp and log (full precision), m3x2 and m3x4, in a texture-animation vertex shader
vs_3_0
dcl_position v0
dcl_normal v1
dcl_texcoord0 v2
dcl_position o0
dcl_texcoord0 o1.xy
dcl_texcoord1 o2
dcl_texcoord2 o3.xy
m4x4 o0, v0, c0
m3x2 r0.xy, v2, c4           // animated texture matrix
mov o1.xy, r0
m3x4 r1, v1, c6
mov o2, r1
log r2.x, v2.x
log r2.y, v2.y
mul r2.xy, r2, c10.x         // gamma-like remap
exp r3.x, r2.x
exp r3.y, r2.y
mov o3.xy, r3
