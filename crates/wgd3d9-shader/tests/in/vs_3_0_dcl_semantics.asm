// vs_3_0: input and output semantics with usage indices, and two texcoords packed into one output via masks
vs_3_0
dcl_position0 v0
dcl_blendweight0 v1
dcl_blendindices0 v2
dcl_normal0 v3
dcl_tangent0 v4
dcl_binormal0 v5
dcl_texcoord0 v6
dcl_texcoord7 v7
dcl_color0 v8
dcl_color1 v9
dcl_position o0
dcl_texcoord0 o1.xy
dcl_texcoord1 o1.zw
dcl_normal o2.xyz
dcl_tangent o3.xyz
dcl_binormal o4.xyz
dcl_color0 o5
dcl_color1 o6
dcl_blendweight o7
dcl_texcoord2 o8
m4x4 o0, v0, c0
mov o1.xy, v6
mov o1.zw, v7.xy
mov o2.xyz, v3
mov o3.xyz, v4
mov o4.xyz, v5
mov o5, v8
mov o6, v9
mov o7, v1
mov o8, v2
