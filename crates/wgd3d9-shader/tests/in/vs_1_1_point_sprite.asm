// vs_1_1: point sprite size attenuated by distance and written to oPts
vs_1_1
dcl_position v0
dcl_psize v1
def c4, 1.0, 0.0, 0.01, 0.0
m4x4 r0, v0, c0
mov oPos, r0
mad r1.x, r0.w, c4.z, c4.x   // 1 + 0.01 * w
rcp r1.x, r1.x
mul oPts, v1.x, r1.x
mov oD0, c5
