struct Immediates {
    vs: u32,
    ps: u32,
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
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec3<f32>, @location(1) in1_: f32, @location(3) in3_: vec3<f32>) -> Output {
    let _e4 = imm.vs;
    let _e17 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e19 = vec4<f32>(in1_, 0f, 0f, 1f);
    let _e24 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e29 = select(vec4<f32>(1f, 1f, 1f, 1f), (vec4<f32>(1f, 1f, 1f, 1f) + -(_e19.xxxx)), vec4<bool>(true, false, false, false));
    let _e33 = consts[(_e4 + 123u)];
    let _e40 = consts[(_e4 + 124u)];
    let _e48 = consts[(_e4 + 125u)];
    let _e56 = consts[(_e4 + 126u)];
    let _e81 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e24.xyz, _e33.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e24.xyz, _e40.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e24.xyz, _e48.xyz)), vec4<bool>(false, false, true, false)) * _e19.xxxx), vec4<bool>(true, true, true, false));
    let _e85 = consts[(_e4 + 127u)];
    let _e92 = consts[(_e4 + 128u)];
    let _e99 = consts[(_e4 + 129u)];
    let _e106 = consts[(_e4 + 130u)];
    let _e127 = ((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e17, _e85)), vec4<bool>(true, false, false, false)), vec4(dot(_e17, _e92)), vec4<bool>(false, true, false, false)), vec4(dot(_e17, _e99)), vec4<bool>(false, false, true, false)), vec4(dot(_e17, _e106)), vec4<bool>(false, false, false, true)) * _e29.xxxx) + (select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e17, _e33)), vec4<bool>(true, false, false, false)), vec4(dot(_e17, _e40)), vec4<bool>(false, true, false, false)), vec4(dot(_e17, _e48)), vec4<bool>(false, false, true, false)), vec4(dot(_e17, _e56)), vec4<bool>(false, false, false, true)) * _e19.xxxx));
    let _e135 = consts[(_e4 + 21u)];
    let _e142 = consts[(_e4 + 22u)];
    let _e149 = consts[(_e4 + 23u)];
    let _e156 = consts[(_e4 + 24u)];
    let _e159 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e127, _e135)), vec4<bool>(true, false, false, false)), vec4(dot(_e127, _e142)), vec4<bool>(false, true, false, false)), vec4(dot(_e127, _e149)), vec4<bool>(false, false, true, false)), vec4(dot(_e127, _e156)), vec4<bool>(false, false, false, true));
    let _e161 = -(_e127);
    let _e166 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e161.xyz, _e161.xyz)), vec4<bool>(true, false, false, false));
    let _e169 = select(_e166, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e166, (_e166 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e181 = consts[(_e4 + 26u)];
    let _e183 = select(vec4<f32>(0f, 0f, 0f, 0f), _e181.xxxx, vec4<bool>(true, false, false, false));
    let _e184 = _e183.xxxx;
    let _e185 = _e181.yyyy;
    let _e189 = select(_e183, select(_e185, _e184, (_e184 >= _e185)), vec4<bool>(true, false, false, false)).xxxx;
    let _e190 = _e181.zzzz;
    let _e197 = consts[(_e4 + 6u)];
    let _e201 = consts[(_e4 + 7u)];
    return Output(select(_e159, ((_e159 * _e201) + (_e197 * _e159.wwww)), vec4<bool>(true, true, true, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f));
}
