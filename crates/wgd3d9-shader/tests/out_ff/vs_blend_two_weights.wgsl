struct Constants {
    c: array<vec4<f32>, 131>,
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
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec3<f32>, @location(1) in1_: f32, @location(3) in3_: vec3<f32>) -> Output {
    let _e15 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e17 = vec4<f32>(in1_, 0f, 0f, 1f);
    let _e22 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e27 = select(vec4<f32>(1f, 1f, 1f, 1f), (vec4<f32>(1f, 1f, 1f, 1f) + -(_e17.xxxx)), vec4<bool>(true, false, false, false));
    let _e29 = consts.c[123];
    let _e34 = consts.c[124];
    let _e40 = consts.c[125];
    let _e46 = consts.c[126];
    let _e71 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e22.xyz, _e29.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e22.xyz, _e34.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e22.xyz, _e40.xyz)), vec4<bool>(false, false, true, false)) * _e17.xxxx), vec4<bool>(true, true, true, false));
    let _e73 = consts.c[127];
    let _e78 = consts.c[128];
    let _e83 = consts.c[129];
    let _e88 = consts.c[130];
    let _e109 = ((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e15, _e73)), vec4<bool>(true, false, false, false)), vec4(dot(_e15, _e78)), vec4<bool>(false, true, false, false)), vec4(dot(_e15, _e83)), vec4<bool>(false, false, true, false)), vec4(dot(_e15, _e88)), vec4<bool>(false, false, false, true)) * _e27.xxxx) + (select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e15, _e29)), vec4<bool>(true, false, false, false)), vec4(dot(_e15, _e34)), vec4<bool>(false, true, false, false)), vec4(dot(_e15, _e40)), vec4<bool>(false, false, true, false)), vec4(dot(_e15, _e46)), vec4<bool>(false, false, false, true)) * _e17.xxxx));
    let _e115 = consts.c[21];
    let _e120 = consts.c[22];
    let _e125 = consts.c[23];
    let _e130 = consts.c[24];
    let _e133 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e109, _e115)), vec4<bool>(true, false, false, false)), vec4(dot(_e109, _e120)), vec4<bool>(false, true, false, false)), vec4(dot(_e109, _e125)), vec4<bool>(false, false, true, false)), vec4(dot(_e109, _e130)), vec4<bool>(false, false, false, true));
    let _e135 = -(_e109);
    let _e140 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e135.xyz, _e135.xyz)), vec4<bool>(true, false, false, false));
    let _e143 = select(_e140, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e140, (_e140 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e153 = consts.c[26];
    let _e155 = select(vec4<f32>(0f, 0f, 0f, 0f), _e153.xxxx, vec4<bool>(true, false, false, false));
    let _e156 = _e155.xxxx;
    let _e157 = _e153.yyyy;
    let _e161 = select(_e155, select(_e157, _e156, (_e156 >= _e157)), vec4<bool>(true, false, false, false)).xxxx;
    let _e162 = _e153.zzzz;
    let _e167 = consts.c[6];
    let _e169 = consts.c[7];
    return Output(select(_e133, ((_e133 * _e169) + (_e167 * _e133.wwww)), vec4<bool>(true, true, true, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f));
}
