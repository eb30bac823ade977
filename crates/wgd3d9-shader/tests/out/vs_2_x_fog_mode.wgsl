struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(10) out1_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e20 = consts[(_e13 + 0u)];
    let _e28 = consts[(_e13 + 1u)];
    let _e37 = consts[(_e13 + 2u)];
    let _e46 = consts[(_e13 + 3u)];
    let _e51 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e20))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e28))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e37))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e46))), vec4<bool>(false, false, false, true));
    let _e57 = consts[(_e13 + 5u)];
    let _e58 = bitcast<vec4<f32>>(_e57);
    v0_ = in0_;
    r0_ = _e51;
    o0_ = _e51;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 1f, 2f, 1.442695f).yyyy, vec4<bool>(true, false, false, false));
    r2_ = _e58;
    if (_e58.xxxx.x == vec4<f32>(0f, 1f, 2f, 1.442695f).yyyy.x) {
        let _e69 = r2_;
        let _e71 = r0_;
        let _e75 = r1_;
        let _e76 = select(_e75, (_e69.zzzz + -(_e71.zzzz)), vec4<bool>(true, false, false, false));
        r1_ = select(_e76, (_e76.xxxx * _e69.wwww), vec4<bool>(true, false, false, false));
    } else {
        let _e81 = r2_;
        if (_e81.xxxx.x == vec4<f32>(0f, 1f, 2f, 1.442695f).zzzz.x) {
            let _e87 = r0_;
            let _e89 = r2_;
            let _e92 = r1_;
            let _e93 = select(_e92, (_e87.zzzz * _e89.yyyy), vec4<bool>(true, false, false, false));
            let _e98 = select(_e93, (_e93.xxxx * -(vec4<f32>(0f, 1f, 2f, 1.442695f).wwww)), vec4<bool>(true, false, false, false));
            r1_ = select(_e98, vec4(exp2(_e98.x)), vec4<bool>(true, false, false, false));
        }
    }
    let _e103 = r1_;
    let _e104 = _e103.xxxx;
    let _e105 = vec4<f32>(0f, 1f, 2f, 1.442695f).xxxx;
    let _e109 = select(_e103, select(_e105, _e104, (_e104 >= _e105)), vec4<bool>(true, false, false, false)).xxxx;
    let _e110 = vec4<f32>(0f, 1f, 2f, 1.442695f).yyyy;
    let _e113 = o0_;
    let _e117 = consts[(_e13 + 256u)];
    let _e122 = consts[(_e13 + 257u)];
    return Output(select(_e113, ((_e113 * bitcast<vec4<f32>>(_e122)) + (bitcast<vec4<f32>>(_e117) * _e113.wwww)), vec4<bool>(true, true, true, false)), select(_e110, _e109, (_e109 < _e110)), (_e9 >> 12u));
}
