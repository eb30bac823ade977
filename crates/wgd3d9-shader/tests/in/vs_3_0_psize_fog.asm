// vs_3_0: psize and fog output semantics replacing oPts and oFog
vs_3_0
dcl_position v0
dcl_psize v1
dcl_position o0
dcl_psize o1
dcl_fog o2
def c4, 1.0, 0.01, 0.0, 0.0
m4x4 r0, v0, c0
mov o0, r0
mad r1.x, r0.w, c4.y, c4.x
rcp r1.x, r1.x
mul o1, v1.x, r1.x
mad_sat o2, r0.z, c5.x, c5.y
