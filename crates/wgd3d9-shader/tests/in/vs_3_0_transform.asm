// vs_3_0: declared inputs and outputs (dcl_position o0 etc.) with a basic transform
vs_3_0
dcl_position v0
dcl_normal v1
dcl_texcoord0 v2
dcl_position o0
dcl_texcoord0 o1.xy
dcl_texcoord1 o2.xyz
m4x4 o0, v0, c0
mov o1.xy, v2
m3x3 o2.xyz, v1, c4
