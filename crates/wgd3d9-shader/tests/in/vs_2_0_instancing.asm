// vs_2_0: hardware instancing; per-instance world rows arrive as texcoord streams
vs_2_0
dcl_position v0
dcl_texcoord0 v1
dcl_texcoord1 v2
dcl_texcoord2 v3
dcl_texcoord3 v4
dcl_color v5
mov r1, v0                   // one input register per instruction
dp4 r0.x, r1, v2             // instance world matrix rows
dp4 r0.y, r1, v3
dp4 r0.z, r1, v4
mov r0.w, r1.w
m4x4 oPos, r0, c0
mov oT0.xy, v1
mov oD0, v5
