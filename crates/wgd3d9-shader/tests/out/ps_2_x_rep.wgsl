struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    rep_count = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    r0_ = select(select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false)), vec4<f32>(0.5f, 1f, 0f, 0f).zzzz, vec4<bool>(false, false, true, true));
    loop {
        let _e22 = rep_count;
        if (_e22 <= 0i) {
            break;
        }
        rep_count = (_e22 - 1i);
        let _e26 = r0_;
        let _e31 = select((_e26 * _e26), vec4<f32>(0f, 0f, 0f, 0f), ((_e26 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e26 == vec4<f32>(0f, 0f, 0f, 0f))));
        let _e32 = vec4<f32>(0.5f, 1f, 0f, 0f).xxxx;
        let _e38 = (select((_e31 * _e32), vec4<f32>(0f, 0f, 0f, 0f), ((_e31 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e32 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e26);
        let _e39 = vec4<f32>(0.5f, 1f, 0f, 0f).xxxx;
        r1_ = _e31;
        r0_ = select((_e38 * _e39), vec4<f32>(0f, 0f, 0f, 0f), ((_e38 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e39 == vec4<f32>(0f, 0f, 0f, 0f))));
    }
    let _e46 = r0_;
    return Output(_e46);
}
