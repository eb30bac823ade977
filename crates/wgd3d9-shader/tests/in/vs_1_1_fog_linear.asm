// vs_1_1: linear vertex fog written to the scalar oFog register
vs_1_1
dcl_position v0
dcl_texcoord v1
def c4, 10.0, 100.0, 0.0111111, 0.0   // fog start, fog end, 1/(end-start)
m4x4 r0, v0, c0
mov oPos, r0
add r1.x, c4.y, -r0.z        // end - z
mul oFog, r1.x, c4.z         // (end - z) / (end - start)
mov oT0.xy, v1
