struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
    @location(1) out4_: vec4<f32>,
    @location(2) out5_: vec4<f32>,
    @location(3) out6_: vec4<f32>,
    @location(4) out7_: vec4<f32>,
    @location(5) out8_: vec4<f32>,
    @location(6) out9_: vec4<f32>,
    @location(7) out10_: vec4<f32>,
    @location(10) out11_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec3<f32>, @location(1) in1_: f32, @location(3) in3_: vec3<f32>) -> Output {
    let _e3 = imm.indices;
    let _e7 = select(_e3, instance_index, (_e3 == 4294967295u));
    let _e11 = (_e7 & 4095u);
    let _e25 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e27 = vec4<f32>(in1_, 0f, 0f, 1f);
    let _e32 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e37 = select(vec4<f32>(1f, 1f, 1f, 1f), (vec4<f32>(1f, 1f, 1f, 1f) + -(_e27.xxxx)), vec4<bool>(true, false, false, false));
    let _e41 = consts[(_e11 + 123u)];
    let _e42 = bitcast<vec4<f32>>(_e41);
    let _e49 = consts[(_e11 + 124u)];
    let _e50 = bitcast<vec4<f32>>(_e49);
    let _e58 = consts[(_e11 + 125u)];
    let _e59 = bitcast<vec4<f32>>(_e58);
    let _e67 = consts[(_e11 + 126u)];
    let _e93 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e32.xyz, _e42.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e32.xyz, _e50.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e32.xyz, _e59.xyz)), vec4<bool>(false, false, true, false)) * _e27.xxxx), vec4<bool>(true, true, true, false));
    let _e97 = consts[(_e11 + 127u)];
    let _e98 = bitcast<vec4<f32>>(_e97);
    let _e105 = consts[(_e11 + 128u)];
    let _e106 = bitcast<vec4<f32>>(_e105);
    let _e113 = consts[(_e11 + 129u)];
    let _e114 = bitcast<vec4<f32>>(_e113);
    let _e121 = consts[(_e11 + 130u)];
    let _e143 = ((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e25, _e98)), vec4<bool>(true, false, false, false)), vec4(dot(_e25, _e106)), vec4<bool>(false, true, false, false)), vec4(dot(_e25, _e114)), vec4<bool>(false, false, true, false)), vec4(dot(_e25, bitcast<vec4<f32>>(_e121))), vec4<bool>(false, false, false, true)) * _e37.xxxx) + (select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e25, _e42)), vec4<bool>(true, false, false, false)), vec4(dot(_e25, _e50)), vec4<bool>(false, true, false, false)), vec4(dot(_e25, _e59)), vec4<bool>(false, false, true, false)), vec4(dot(_e25, bitcast<vec4<f32>>(_e67))), vec4<bool>(false, false, false, true)) * _e27.xxxx));
    let _e151 = consts[(_e11 + 21u)];
    let _e159 = consts[(_e11 + 22u)];
    let _e167 = consts[(_e11 + 23u)];
    let _e175 = consts[(_e11 + 24u)];
    let _e179 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e143, bitcast<vec4<f32>>(_e151))), vec4<bool>(true, false, false, false)), vec4(dot(_e143, bitcast<vec4<f32>>(_e159))), vec4<bool>(false, true, false, false)), vec4(dot(_e143, bitcast<vec4<f32>>(_e167))), vec4<bool>(false, false, true, false)), vec4(dot(_e143, bitcast<vec4<f32>>(_e175))), vec4<bool>(false, false, false, true));
    let _e181 = -(_e143);
    let _e186 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e181.xyz, _e181.xyz)), vec4<bool>(true, false, false, false));
    let _e189 = select(_e186, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e186, (_e186 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e201 = consts[(_e11 + 26u)];
    let _e202 = bitcast<vec4<f32>>(_e201);
    let _e204 = select(vec4<f32>(0f, 0f, 0f, 0f), _e202.xxxx, vec4<bool>(true, false, false, false));
    let _e205 = _e204.xxxx;
    let _e206 = _e202.yyyy;
    let _e210 = select(_e204, select(_e206, _e205, (_e205 >= _e206)), vec4<bool>(true, false, false, false)).xxxx;
    let _e211 = _e202.zzzz;
    let _e218 = consts[(_e11 + 6u)];
    let _e223 = consts[(_e11 + 7u)];
    return Output(select(_e179, ((_e179 * bitcast<vec4<f32>>(_e223)) + (bitcast<vec4<f32>>(_e218) * _e179.wwww)), vec4<bool>(true, true, true, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e7 >> 12u));
}
